import { beardOil, earCuff, incense, scrunchie, shavingKit } from './care';
import { mix } from './colour';
import { bookends, cardStand, deskPad, monitorStand, organiser, postcards, waxSeal } from './desk';
import { briefcase, candleHolder, floorLamp, sconce } from './fixtures';
import { birdhouse, canvas, chair, clock, cushion, mirror, pendant, rug, sculpture, shelf, table, tray } from './furnishing';
import { apron, bib, bodysuit, dungarees, jacket, kimono, skirt } from './garments';
import { bracelet, comb, earrings, hairclip, necklace, ring } from './jewels';
import { butterDish, coffeePot, mortar, napkins, soapDish, towels } from './kitchen';
import { cardHolder, pencilCase, sleeve, wallet } from './leather';
import { nightLight, ragDoll, teether, wallHanging } from './nursery';
import { candle, type Drawn, frame, lamp, type Spot, stems, stool, textiles, vessel } from './objects';
import { birdFeeder, catCave, collar, harness, lead, petBowl, raisedFeeder, ropeToy } from './pets';
import { ball, bear, book, bottle, mobile, pen, petbed, puzzle, rattle, soap, stacker, toy, wand } from './small';
import type { SvgDoc } from './svg';
import { basket, board, carafe, cutlery, diffuser, glasses, lantern, mug, penpot, planter, plates, teapot, wateringCan } from './tableware';
import { backpack, bag, belt, boots, clutch, dress, keyring, sandals, scarf, shoes, top, tote, trousers } from './wear';
import type { Random } from '../../random';

type Draw = (doc: SvgDoc, rng: Random, spot: Spot, colour: string) => Drawn;

interface SubjectSpec {
  draw: Draw;
  /** Width over height of the drawing, to fit it in a frame. */
  aspect: number;
  /** Height in a room relative to a vase, for still lifes. */
  scale: number;
  /** Small things stand on a plinth in a still life. */
  small?: boolean;
}

const vase: Draw = (doc, rng, spot, colour) => vessel(doc, spot, { shape: rng.pick(['ovoid', 'amphora'] as const), colour, glossy: rng.chance(0.5) });
const budvase: Draw = (doc, rng, spot, colour) => {
  const body = { ...spot, size: spot.size * 0.62 };
  const drawn = vessel(doc, { ...body, base: spot.base }, { shape: rng.pick(['bud', 'bottle', 'flask'] as const), colour, glossy: rng.chance(0.5) });
  return { ...drawn, svg: stems(doc, rng, spot.cx, drawn.top + 2, spot.size * 0.38) + drawn.svg, top: spot.base - spot.size };
};

const SPECS = {
  vase: { draw: vase, aspect: 0.58, scale: 1 },
  budvase: { draw: budvase, aspect: 0.3, scale: 1 },
  bowl: { draw: (doc, rng, spot, colour) => vessel(doc, spot, { shape: 'bowl', colour, glossy: rng.chance(0.5) }), aspect: 2.5, scale: 0.42 },
  mug: { draw: mug, aspect: 1.05, scale: 0.45, small: true },
  plates: { draw: plates, aspect: 1.2, scale: 0.5 },
  teapot: { draw: teapot, aspect: 1.2, scale: 0.6 },
  carafe: { draw: carafe, aspect: 0.8, scale: 0.85 },
  glasses: { draw: glasses, aspect: 0.95, scale: 0.42, small: true },
  board: { draw: board, aspect: 0.72, scale: 0.9 },
  cutlery: { draw: cutlery, aspect: 0.88, scale: 0.5, small: true },
  planter: { draw: planter, aspect: 1, scale: 1 },
  penpot: { draw: penpot, aspect: 0.66, scale: 0.5, small: true },
  basket: { draw: basket, aspect: 1.2, scale: 0.7 },
  diffuser: { draw: diffuser, aspect: 0.6, scale: 0.7, small: true },
  lamp: { draw: (doc, _rng, spot, colour) => lamp(doc, spot, colour), aspect: 0.74, scale: 1.05 },
  pendant: { draw: pendant, aspect: 0.9, scale: 0.9 },
  sconce: { draw: sconce, aspect: 0.74, scale: 0.6 },
  floorlamp: { draw: floorLamp, aspect: 0.5, scale: 1.9 },
  candleholder: { draw: candleHolder, aspect: 0.6, scale: 0.6 },
  candle: { draw: (doc, _rng, spot, colour) => candle(doc, { ...spot, size: spot.size / 1.24 }, mix(colour, '#f1e9da', 0.6)), aspect: 0.34, scale: 0.5 },
  clock: { draw: clock, aspect: 1, scale: 0.7 },
  tray: { draw: tray, aspect: 1.8, scale: 0.3 },
  sculpture: { draw: sculpture, aspect: 0.8, scale: 0.9 },
  mirror: { draw: mirror, aspect: 0.6, scale: 1.6 },
  cushion: { draw: cushion, aspect: 1.2, scale: 0.6 },
  textiles: { draw: (doc, rng, spot, colour) => textiles(doc, rng, spot, colour), aspect: 1.7, scale: 0.55 },
  rug: { draw: rug, aspect: 1.4, scale: 0.6 },
  stool: { draw: (doc, _rng, spot, colour) => stool(doc, spot, mix(colour, '#a27b57', 0.5)), aspect: 1, scale: 0.75 },
  chair: { draw: chair, aspect: 0.7, scale: 1.4 },
  table: { draw: table, aspect: 1.25, scale: 1 },
  shelf: { draw: shelf, aspect: 0.8, scale: 1.6 },
  print: { draw: (doc, rng, spot) => frame(doc, rng, spot), aspect: 0.76, scale: 1.25 },
  painting: { draw: (doc, rng, spot, colour) => canvas(doc, rng, spot, colour, 'painting'), aspect: 0.78, scale: 1.25 },
  photo: { draw: (doc, rng, spot, colour) => canvas(doc, rng, spot, colour, 'photo'), aspect: 1.25, scale: 0.9 },
  dress: { draw: dress, aspect: 0.76, scale: 1.5 },
  top: { draw: top, aspect: 0.88, scale: 1.3 },
  knit: { draw: (doc, rng, spot, colour) => top(doc, rng, spot, colour, 'knit'), aspect: 0.88, scale: 1.3 },
  tee: { draw: (doc, rng, spot, colour) => top(doc, rng, spot, colour, 'tee'), aspect: 0.88, scale: 1.2 },
  trousers: { draw: trousers, aspect: 0.66, scale: 1.5 },
  scarf: { draw: scarf, aspect: 0.64, scale: 1.3 },
  bag: { draw: bag, aspect: 1, scale: 0.7 },
  briefcase: { draw: briefcase, aspect: 1.3, scale: 0.7 },
  tote: { draw: tote, aspect: 1.04, scale: 0.8 },
  clutch: { draw: clutch, aspect: 1.6, scale: 0.35, small: true },
  backpack: { draw: backpack, aspect: 0.8, scale: 0.85 },
  boots: { draw: boots, aspect: 1.18, scale: 0.55 },
  shoes: { draw: shoes, aspect: 2, scale: 0.26 },
  sneakers: { draw: (doc, rng, spot, colour) => shoes(doc, rng, spot, colour, true), aspect: 2, scale: 0.26 },
  sandals: { draw: sandals, aspect: 1.2, scale: 0.25 },
  belt: { draw: belt, aspect: 1.6, scale: 0.25, small: true },
  keyring: { draw: keyring, aspect: 0.8, scale: 0.3, small: true },
  ring: { draw: ring, aspect: 1, scale: 0.28, small: true },
  necklace: { draw: necklace, aspect: 0.8, scale: 0.7 },
  pearls: { draw: (doc, rng, spot, colour) => necklace(doc, rng, spot, colour, true), aspect: 0.8, scale: 0.7 },
  earrings: { draw: (doc, rng, spot, colour) => earrings(doc, rng, spot, colour, 'drop'), aspect: 1.2, scale: 0.35, small: true },
  hoops: { draw: (doc, rng, spot, colour) => earrings(doc, rng, spot, colour, 'hoop'), aspect: 1.2, scale: 0.35, small: true },
  studs: { draw: (doc, rng, spot, colour) => earrings(doc, rng, spot, colour, 'stud'), aspect: 1.2, scale: 0.35, small: true },
  bracelet: { draw: bracelet, aspect: 1.12, scale: 0.3, small: true },
  hairclip: { draw: hairclip, aspect: 1.1, scale: 0.26, small: true },
  headband: { draw: (doc, rng, spot, colour) => hairclip(doc, rng, spot, colour, true), aspect: 1.3, scale: 0.3, small: true },
  comb: { draw: comb, aspect: 1.6, scale: 0.22, small: true },
  bottle: { draw: bottle, aspect: 0.5, scale: 0.5, small: true },
  soap: { draw: soap, aspect: 1.6, scale: 0.22, small: true },
  toy: { draw: toy, aspect: 1.5, scale: 0.4 },
  stacker: { draw: stacker, aspect: 1, scale: 0.6 },
  bear: { draw: bear, aspect: 0.84, scale: 0.6 },
  book: { draw: book, aspect: 1, scale: 0.45, small: true },
  pen: { draw: pen, aspect: 1.6, scale: 0.2, small: true },
  mobile: { draw: mobile, aspect: 1.2, scale: 0.9 },
  ball: { draw: ball, aspect: 1.3, scale: 0.3 },
  petbed: { draw: petbed, aspect: 1.5, scale: 0.45 },
  rattle: { draw: rattle, aspect: 1, scale: 0.3, small: true },
  puzzle: { draw: puzzle, aspect: 1.5, scale: 0.35 },
  wand: { draw: wand, aspect: 1.1, scale: 0.6 },
  lantern: { draw: lantern, aspect: 0.6, scale: 0.7 },
  wateringcan: { draw: wateringCan, aspect: 1.5, scale: 0.55 },
  birdhouse: { draw: birdhouse, aspect: 0.8, scale: 0.9 },
  birdfeeder: { draw: birdFeeder, aspect: 0.6, scale: 0.8 },
  collar: { draw: collar, aspect: 1.2, scale: 0.3, small: true },
  harness: { draw: harness, aspect: 1.2, scale: 0.45 },
  lead: { draw: lead, aspect: 0.8, scale: 0.5 },
  petbowl: { draw: petBowl, aspect: 1.1, scale: 0.3 },
  raisedfeeder: { draw: raisedFeeder, aspect: 1.6, scale: 0.5 },
  catcave: { draw: catCave, aspect: 1.4, scale: 0.6 },
  ropetoy: { draw: ropeToy, aspect: 1.4, scale: 0.25, small: true },
  wallet: { draw: wallet, aspect: 1.2, scale: 0.3, small: true },
  cardholder: { draw: cardHolder, aspect: 1.08, scale: 0.22, small: true },
  sleeve: { draw: sleeve, aspect: 1.4, scale: 0.65 },
  pencilcase: { draw: pencilCase, aspect: 1.6, scale: 0.28, small: true },
  skirt: { draw: skirt, aspect: 0.76, scale: 1.3 },
  jacket: { draw: jacket, aspect: 0.88, scale: 1.35 },
  kimono: { draw: kimono, aspect: 1, scale: 1.4 },
  dungarees: { draw: dungarees, aspect: 0.66, scale: 1.3 },
  apron: { draw: apron, aspect: 0.8, scale: 1.3 },
  bib: { draw: bib, aspect: 0.9, scale: 0.5 },
  bodysuit: { draw: bodysuit, aspect: 0.8, scale: 0.9 },
  coffeepot: { draw: coffeePot, aspect: 1.6, scale: 0.4 },
  mortar: { draw: mortar, aspect: 1, scale: 0.5 },
  butterdish: { draw: butterDish, aspect: 1.6, scale: 0.35 },
  soapdish: { draw: soapDish, aspect: 1.6, scale: 0.22, small: true },
  towels: { draw: towels, aspect: 1.4, scale: 0.55 },
  napkins: { draw: napkins, aspect: 1.6, scale: 0.4 },
  bookends: { draw: bookends, aspect: 1.4, scale: 0.6 },
  monitorstand: { draw: monitorStand, aspect: 2, scale: 0.35 },
  deskpad: { draw: deskPad, aspect: 2.2, scale: 0.25 },
  waxseal: { draw: waxSeal, aspect: 1.2, scale: 0.35, small: true },
  cardstand: { draw: cardStand, aspect: 0.9, scale: 0.4, small: true },
  organiser: { draw: organiser, aspect: 1.48, scale: 0.45 },
  postcards: { draw: postcards, aspect: 1.4, scale: 0.35, small: true },
  beardoil: { draw: beardOil, aspect: 0.45, scale: 0.4, small: true },
  shavingkit: { draw: shavingKit, aspect: 1.2, scale: 0.45, small: true },
  incense: { draw: incense, aspect: 2, scale: 0.3 },
  scrunchie: { draw: scrunchie, aspect: 1.2, scale: 0.25, small: true },
  earcuff: { draw: earCuff, aspect: 1, scale: 0.28, small: true },
  ragdoll: { draw: ragDoll, aspect: 0.7, scale: 0.7 },
  teether: { draw: teether, aspect: 1, scale: 0.3, small: true },
  nightlight: { draw: nightLight, aspect: 0.8, scale: 0.5 },
  wallhanging: { draw: wallHanging, aspect: 0.8, scale: 1.2 },
} as const satisfies Record<string, SubjectSpec>;

export type Subject = keyof typeof SPECS;

/** Every subject a demo picture can show; product kinds in the seed name one of these. */
export const SUBJECTS: Record<Subject, SubjectSpec> = SPECS;

export const isSubject = (name: string): name is Subject => Object.hasOwn(SUBJECTS, name);
