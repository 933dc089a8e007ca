/** The empty reference page rendered on every request (`bench:catalogue`): the floor an uncached product page render sits on. */
export const dynamic = 'force-dynamic';

export default function BenchEmptyRenderedPage() {
  return <p>bench</p>;
}
