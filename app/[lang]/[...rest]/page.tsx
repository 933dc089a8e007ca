import { notFound } from 'next/navigation';

/** Every path under a language that no route claims ends in the localized not-found page, inside the shell. */
export default function UnknownPage() {
  notFound();
}
