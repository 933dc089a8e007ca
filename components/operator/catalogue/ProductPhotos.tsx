'use client';

import Image from 'next/image';
import { useRef, useState, type DragEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { PhotoDrop, type UploadedImage } from '@/components/operator/editing/PhotoDrop';
import { attachProductPhoto, orderProductPhotos } from '@/lib/api/catalogue-editing';
import { PhotoDetails } from './PhotoDetails';
import styles from './Catalogue.module.css';

interface Photo {
  Id: number;
  VariationId: number | null;
  Path: string;
  AltTr: string;
  AltEn: string;
}

interface ProductPhotosProps {
  productId: number;
  photos: readonly Photo[];
  variations: readonly { Id: number; Name: string }[];
}

/**
 * The product's gallery: ordered by dragging or by each picture's move buttons (the keyboard's
 * way), the first general picture being the one lists show; each picture's alt texts and its
 * variation; and the kit's upload adding a picture at the end.
 */
export function ProductPhotos({ productId, photos, variations }: ProductPhotosProps) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  // The order just moved to, shown until the page's photos (refreshed after the save) differ from the ones it was made from.
  const ids = photos.map((photo) => photo.Id);
  const [moved, setMoved] = useState<{ from: string; order: number[] } | null>(null);
  const order = moved && moved.from === ids.join() ? moved.order : ids;
  const [dragged, setDragged] = useState<number | null>(null);
  const [status, setStatus] = useState({ ok: true, message: '' });
  const heading = useRef<HTMLHeadingElement>(null);

  const byId = new Map(photos.map((photo) => [photo.Id, photo]));
  const save = async (next: number[]) => {
    setMoved({ from: ids.join(), order: next });
    const reply = await orderProductPhotos({ ProductId: productId, PhotoIds: next });
    if (!reply) return;
    setStatus(reply.succeeded ? { ok: true, message: t('photosOrdered') } : { ok: false, message: reply.message });
    router.refresh();
  };
  const move = (id: number, to: number) => {
    const next = order.filter((other) => other !== id);
    next.splice(to, 0, id);
    void save(next);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, target: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== target) move(dragged, order.indexOf(target));
    setDragged(null);
  };
  // The pressed Delete leaves with its picture: focus goes back to the gallery, which says what happened.
  const deleted = () => {
    setStatus({ ok: true, message: t('photoDeleted') });
    heading.current?.focus();
    router.refresh();
  };
  const attach = async (image: UploadedImage) => {
    await attachProductPhoto({ ProductId: productId, Path: image.Path, AltTr: image.AltTr, AltEn: image.AltEn });
    router.refresh();
  };
  return (
    <section aria-labelledby="product-photos" className={styles.section}>
      <h2 id="product-photos" ref={heading} tabIndex={-1} className={styles.sectionTitle}>{t('photosTitle')}</h2>
      <p>{t('photosIntro')}</p>
      <ol className={styles.gallery}>
        {order.flatMap((id, index) => {
          const photo = byId.get(id);
          if (!photo) return [];
          const name = t('photoNumber', { number: index + 1 });
          return [
            <li
              key={id}
              draggable
              onDragStart={() => setDragged(id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, id)}
              className={dragged === id ? `${styles.galleryItem} ${styles.dragging}` : styles.galleryItem}
            >
              <Image src={photo.Path} alt={photo.AltTr || photo.AltEn || name} width={128} height={128} sizes="128px" className={styles.photo} />
              <div className={styles.actions}>
                <Button type="button" variant="secondary" size="sm" className={styles.move} disabled={index === 0} aria-label={t('photoUp', { name })} onClick={() => move(id, index - 1)}>↑</Button>
                <Button type="button" variant="secondary" size="sm" className={styles.move} disabled={index === order.length - 1} aria-label={t('photoDown', { name })} onClick={() => move(id, index + 1)}>↓</Button>
              </div>
              <PhotoDetails productId={productId} photo={photo} name={name} variations={variations} onDeleted={deleted} />
            </li>,
          ];
        })}
      </ol>
      <p role={status.ok ? 'status' : 'alert'}>{status.message}</p>
      <PhotoDrop target="product" onUploaded={attach} />
    </section>
  );
}
