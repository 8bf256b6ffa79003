// The QR sheet's geometry in PDF points (1 mm = 72 / 25.4 pt), A4 portrait: two columns and three
// rows of square cards, 85 mm a side, 10 mm apart, centred. The gap holds the cut marks: 4 mm
// lines starting 1 mm from each corner, so neighbouring cards' marks meet but never cross a card.

export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

export const page = { width: mm(210), height: mm(297) };
export const card = { size: mm(85), gap: mm(10) };
export const columns = 2;
export const rows = 3;
export const cardsPerPage = columns * rows;
export const cutMark = { offset: mm(1), length: mm(4) };

const gridWidth = columns * card.size + (columns - 1) * card.gap;
const gridHeight = rows * card.size + (rows - 1) * card.gap;

/** The lower-left corner of the card at `index` on its page (PDF y grows upwards), filled row by row. */
export function cardOrigin(index: number): { x: number; y: number } {
  const slot = index % cardsPerPage;
  const column = slot % columns;
  const row = Math.floor(slot / columns);
  const left = (page.width - gridWidth) / 2;
  const top = page.height - (page.height - gridHeight) / 2;
  return {
    x: left + column * (card.size + card.gap),
    y: top - (row + 1) * card.size - row * card.gap,
  };
}

/** Within a card, from its top edge: where each line of the card sits. */
export const cardLayout = {
  bayNameBaseline: 20,
  bayNameSize: 9,
  labelBaseline: 58,
  labelSize: 34,
  qrTop: 74,
  qrSize: 120,
  scanBaselines: [212, 221],
  scanSize: 6.5,
  addressBaseline: 232,
  addressSize: 6,
};
