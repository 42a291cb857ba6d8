/** Taking a photo or recording a video with the camera, beside the file picker of a message. */
export const capture = {
  takePhoto: 'Take a photo',
  recordVideo: 'Record a video',
  title: {
    photo: 'Take a photo',
    video: 'Record a video',
  },
  starting: {
    photo: 'Waiting for the camera… If the browser asks, allow access to the camera.',
    video: 'Waiting for the camera and microphone… If the browser asks, allow access to them.',
  },
  preview: 'Camera view',
  shoot: 'Take photo',
  start: 'Start recording',
  stop: 'Stop recording',
  recording: 'Recording',
  elapsed: 'Recording time',
  limitReached: 'The recording stopped at the {{size}} MB limit.',
  switchCamera: 'Switch camera',
  photoResult: 'The photo taken',
  videoResult: 'The video recorded',
  attach: 'Attach',
  retakePhoto: 'Take again',
  retakeVideo: 'Record again',
  tryAgain: 'Try again',
  problems: {
    denied: {
      photo:
        'Access to the camera is denied. Allow it in the browser’s site settings and try again, or attach a file.',
      video:
        'Access to the camera and microphone is denied. Allow them in the browser’s site settings and try again, or attach a file.',
    },
    unsupported:
      'This browser cannot take photos or record videos here. Attach a file instead, or open the app in a current browser.',
    notFound: {
      photo: 'No camera was found. Connect a camera and try again, or attach a file.',
      video: 'No camera or microphone was found. Connect them and try again, or attach a file.',
    },
    busy: 'The camera or microphone is being used by another application. Close it and try again.',
    failed: 'The camera could not be started. Try again or attach a file.',
  },
};
