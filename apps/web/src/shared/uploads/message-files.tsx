import type { ChatMessage } from '@platform/contracts/homework';
import styles from './uploads.module.css';

type MessageFile = ChatMessage['files'][number];

/** One attachment: a photo as a thumbnail opening the full size, a video as a player, anything
 * else as a link. The type is the one the server sniffed from the bytes. */
function Attachment({ file }: { file: MessageFile }) {
  if (file.mime.startsWith('image/')) {
    return (
      <a href={file.url} target="_blank" rel="noreferrer">
        <img className={styles.thumbnail} src={file.url} alt={file.name} loading="lazy" />
      </a>
    );
  }
  if (file.mime.startsWith('video/')) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: learners' own recordings have no captions.
      <video
        className={styles.video}
        src={file.url}
        controls
        preload="metadata"
        aria-label={file.name}
      />
    );
  }
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      {file.name}
    </a>
  );
}

export function MessageFiles({ files, label }: { files: ChatMessage['files']; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <Attachment file={file} />
        </li>
      ))}
    </ul>
  );
}
