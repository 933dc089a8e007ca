'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PhotoDrop, type UploadedImage } from '@/components/operator/editing/PhotoDrop';
import { attachProductPhoto } from '@/lib/api/catalogue-editing';
import styles from './Catalogue.module.css';

interface Photo {
  Id: number;
  Path: string;
  AltTr: string;
  AltEn: string;
}

/** The product's gallery as it stands, and the kit's upload adding a picture to it. */
export function ProductPhotos({ productId, photos }: { productId: number; photos: readonly Photo[] }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const attach = async (image: UploadedImage) => {
    await attachProductPhoto({ ProductId: productId, Path: image.Path, AltTr: image.AltTr, AltEn: image.AltEn });
    router.refresh();
  };
  return (
    <section aria-labelledby="product-photos" className={styles.section}>
      <h2 id="product-photos" className={styles.sectionTitle}>{t('photosTitle')}</h2>
      <ul className={styles.photos}>
        {photos.map((photo) => (
          <li key={photo.Id}>
            <Image src={photo.Path} alt={photo.AltTr || photo.AltEn} width={128} height={128} sizes="128px" className={styles.photo} />
          </li>
        ))}
      </ul>
      <PhotoDrop target="product" onUploaded={attach} />
    </section>
  );
}
