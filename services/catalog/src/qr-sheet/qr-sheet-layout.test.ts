import { describe, expect, it } from '@jest/globals';
import { card, cardLayout, cardOrigin, cardsPerPage, cutMark, page } from './qr-sheet-layout';

describe('QR sheet layout', () => {
  const origins = Array.from({ length: cardsPerPage }, (_, index) => cardOrigin(index));

  it('when six cards are laid out, then every card lies on the page with its cut marks', () => {
    const reach = cutMark.offset + cutMark.length;
    for (const { x, y } of origins) {
      expect(x - reach).toBeGreaterThan(0);
      expect(y - reach).toBeGreaterThan(0);
      expect(x + card.size + reach).toBeLessThan(page.width);
      expect(y + card.size + reach).toBeLessThan(page.height);
    }
  });

  it('when cards are neighbours, then no card overlaps another and their marks fit in the gap', () => {
    for (const [i, a] of origins.entries())
      for (const b of origins.slice(i + 1)) {
        const apartX = Math.abs(a.x - b.x) >= card.size + card.gap - 0.001;
        const apartY = Math.abs(a.y - b.y) >= card.size + card.gap - 0.001;
        expect(apartX || apartY).toBe(true);
      }
    expect(2 * (cutMark.offset + cutMark.length)).toBeLessThanOrEqual(card.gap + 0.001);
  });

  it('when the seventh card comes, then it starts the next page where the first did', () => {
    expect(cardOrigin(cardsPerPage)).toEqual(cardOrigin(0));
    expect(cardOrigin(0).y).toBeGreaterThan(cardOrigin(2).y);
    expect(cardOrigin(1).x).toBeGreaterThan(cardOrigin(0).x);
  });

  it('when a card is drawn, then its lines follow each other down and stay inside it', () => {
    const { bayNameBaseline, labelBaseline, qrTop, qrSize, scanBaselines, addressBaseline } = cardLayout;
    const downwards = [
      bayNameBaseline,
      labelBaseline,
      qrTop,
      qrTop + qrSize,
      ...scanBaselines,
      addressBaseline,
    ];
    expect([...downwards].sort((a, b) => a - b)).toEqual(downwards);
    expect(addressBaseline).toBeLessThan(card.size);
  });
});
