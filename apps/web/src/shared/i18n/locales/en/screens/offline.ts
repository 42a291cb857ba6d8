/** Offline: the 'No internet' notice, the download button of a lesson and /user/downloads. */
export const offline = {
  notice: {
    text: 'Showing saved data; downloaded lessons can be watched.',
    downloads: 'Downloads',
  },
  button: {
    download: 'Download lesson',
    retry: 'Download again',
    manage: 'Downloads',
  },
  status: {
    pending: 'Waiting to download',
    loading: 'Downloading',
    loaded: 'Saved on this device',
    fail: 'Not downloaded',
    percent: '{{label}}: {{percent}}%',
  },
  code: 'code {{code}}',
  screen: {
    title: 'Downloads',
    intro: 'Lessons saved on this device can be watched without internet.',
    empty:
      'Nothing downloaded yet. Download a lesson on its day screen to watch it without internet.',
    unsupported: 'This browser cannot save lessons for watching without internet.',
    readFailed: 'The downloads could not be read.',
    stored: 'On this device: {{size}}',
    day: 'Day {{number}}',
    delete: 'Delete',
    deleteNamed: 'Delete “{{title}}” from this device',
    deleteFailed: 'It could not be deleted. Try again.',
    quota: 'This site uses {{used}} of {{quota}} available.',
  },
};
