import type { Banner } from '@platform/contracts/banners';
import { Link } from 'react-router';
import styles from './banners.module.css';

/** A banner: its image with its words beside it, leading where it points (an address of the
 * app in the app, another site in a new tab). */
export function BannerCard({ banner }: { banner: Banner }) {
  const content = (
    <>
      {/* Decorative: the title says what the banner says. */}
      <img className={styles.image} src={banner.file} alt="" />
      <span className={styles.title}>{banner.title}</span>
    </>
  );
  if (!banner.link) return <div className={styles.banner}>{content}</div>;
  if (banner.link.startsWith('/')) {
    return (
      <Link className={styles.banner} to={banner.link}>
        {content}
      </Link>
    );
  }
  return (
    <a className={styles.banner} href={banner.link} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
