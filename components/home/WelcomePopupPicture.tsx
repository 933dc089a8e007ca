import { Picture } from '@/components/ui/Picture';
import styles from './WelcomePopup.module.css';

/** The welcome popup's picture, drawn on the server and handed to the popup's island. Decorative: the title says what it is. */
export function WelcomePopupPicture({ src }: { src: string }) {
  return <Picture src={src} alt="" fill sizes="(max-width: 576px) 100vw, 20rem" className={styles.image} />;
}
