import { type ImgHTMLAttributes, useContext, useState } from 'react';
import { classNames } from './class-names';
import { ImageBaseContext } from './image-base';
import * as styles from './programme-image.css';

export interface ProgrammeImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  /** The programme's `imageUrl`; a path like '/images/universities/x.svg' is read from the Puente server. */
  src: string | null | undefined;
  /** What the picture shows, e.g. "King's College London logo"; '' when the text beside it says it. */
  alt: string;
}

/**
 * A university logo or picture. A path is resolved against the API base, so a
 * widget on a school's site loads it from Puente; a missing or broken picture
 * falls back to a default one (SPEC §8).
 */
export function ProgrammeImage({ src, alt, className, ...props }: ProgrammeImageProps) {
  const baseUrl = useContext(ImageBaseContext);
  const url = src ? resolveImageUrl(src, baseUrl) : null;
  // Remember which URL failed, so a new `src` gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = classNames(styles.image, className);

  if (!url || failedUrl === url) {
    return <DefaultPicture label={alt} className={classes} />;
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={classes}
      onError={() => setFailedUrl(url)}
      {...props}
    />
  );
}

/** `src` as the browser should load it: absolute URLs as they are, paths from the API base. */
export function resolveImageUrl(src: string, baseUrl: string): string {
  if (!baseUrl || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(src)) return src;
  return `${baseUrl.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}

/** A neutral university building, drawn inline so it shows even when nothing else loads. */
function DefaultPicture({ label, className }: { label: string; className: string }) {
  const classes = [styles.fallback, className].join(' ');
  const building = (
    <>
      <rect width="64" height="64" rx="12" className={styles.fallbackBackground} />
      <g fill="currentColor">
        <path d="M32 12 10 23v4h44v-4L32 12Z" />
        <rect x="14" y="29" width="5" height="17" rx="1" />
        <rect x="24" y="29" width="5" height="17" rx="1" />
        <rect x="35" y="29" width="5" height="17" rx="1" />
        <rect x="45" y="29" width="5" height="17" rx="1" />
        <rect x="10" y="48" width="44" height="5" rx="1.5" />
      </g>
    </>
  );
  if (label === '') {
    return (
      <svg aria-hidden="true" viewBox="0 0 64 64" className={classes} data-fallback="">
        {building}
      </svg>
    );
  }
  return (
    <svg role="img" aria-label={label} viewBox="0 0 64 64" className={classes} data-fallback="">
      <title>{label}</title>
      {building}
    </svg>
  );
}
