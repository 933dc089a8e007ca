/** The reference page of `npm run bench:lighthouse`: the cost of the framework alone, measured in the same build as the shop. */
export default function BenchEmptyPage() {
  return <p>bench</p>;
}
