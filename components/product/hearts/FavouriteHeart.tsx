import { HeartButton } from './HeartButton';
import { heartMarks, type HeartItem } from './heartMarks';
import { heartState } from './heartState';

/** Nobody's ids: what the server draws, so a cached page holds nothing of one shopper. */
const WAITING = heartState(undefined, 0);

/**
 * A card's heart: drawn unpressed and disabled wherever the card renders (server or client), and
 * brought to life by the page's one island (FavouriteHearts), not by a client component per card.
 * Without JavaScript it still says what it is.
 */
export function FavouriteHeart(item: HeartItem) {
  return <HeartButton state={WAITING} {...heartMarks(item)} />;
}
