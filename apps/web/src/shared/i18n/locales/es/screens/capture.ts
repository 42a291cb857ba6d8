/** Hacer una foto o grabar un vídeo con la cámara, junto al selector de archivos de un mensaje. */
export const capture = {
  takePhoto: 'Hacer una foto',
  recordVideo: 'Grabar un vídeo',
  title: {
    photo: 'Hacer una foto',
    video: 'Grabar un vídeo',
  },
  starting: {
    photo: 'Esperando la cámara… Si el navegador lo pide, permite el acceso a la cámara.',
    video:
      'Esperando la cámara y el micrófono… Si el navegador lo pide, permite el acceso a ellos.',
  },
  preview: 'Imagen de la cámara',
  shoot: 'Hacer foto',
  start: 'Empezar a grabar',
  stop: 'Detener la grabación',
  recording: 'Grabando',
  elapsed: 'Tiempo de grabación',
  limitReached: 'La grabación se detuvo al llegar al límite de {{size}} MB.',
  switchCamera: 'Cambiar de cámara',
  photoResult: 'La foto hecha',
  videoResult: 'El vídeo grabado',
  attach: 'Adjuntar',
  retakePhoto: 'Repetir la foto',
  retakeVideo: 'Grabar de nuevo',
  tryAgain: 'Intentar de nuevo',
  problems: {
    denied: {
      photo:
        'El acceso a la cámara está denegado. Permítelo en la configuración del sitio del navegador e inténtalo de nuevo, o adjunta un archivo.',
      video:
        'El acceso a la cámara y al micrófono está denegado. Permítelo en la configuración del sitio del navegador e inténtalo de nuevo, o adjunta un archivo.',
    },
    unsupported:
      'Este navegador no puede hacer fotos ni grabar vídeos aquí. Adjunta un archivo o abre la aplicación en un navegador actual.',
    notFound: {
      photo:
        'No se encontró ninguna cámara. Conecta una cámara e inténtalo de nuevo, o adjunta un archivo.',
      video:
        'No se encontró ninguna cámara o micrófono. Conéctalos e inténtalo de nuevo, o adjunta un archivo.',
    },
    busy: 'Otra aplicación está usando la cámara o el micrófono. Ciérrala e inténtalo de nuevo.',
    failed: 'No se pudo encender la cámara. Inténtalo de nuevo o adjunta un archivo.',
  },
};
