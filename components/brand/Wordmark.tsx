import { wordmarkLayout } from './glyphs';

const { letters, width } = wordmarkLayout();

interface WordmarkProps {
  /** The accessible name; omit when the surrounding link already names it. */
  label?: string;
  className?: string;
}

/** The VITRIN wordmark as inline SVG: sized by CSS height, coloured by currentColor. */
export function Wordmark({ label, className }: WordmarkProps) {
  return (
    <svg
      viewBox={`0 0 ${width} 100`}
      className={className}
      fill="currentColor"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {letters.map((letter) => (
        <path key={letter.x} transform={`translate(${letter.x} 0)`} d={letter.d} />
      ))}
    </svg>
  );
}
