import { describe, expect, it } from '@jest/globals';
import { qrPassedPath, qrStepPath, readFlowChoice, readPresence, type FlowChoice } from './qr-flow';

const PRESENCE = '0b7e2f7c-5d3a-4a8e-9b1f-6c2d8e4a7f90';
const BOAT = '5f6a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

const queryOf = (path: string) => new URL(path, 'http://localhost').searchParams;

describe('the QR flow address', () => {
  it('when a walk-up choice is written into the address, then it reads back the same', () => {
    const choice: FlowChoice = {
      mode: 'walk-up',
      presence: PRESENCE,
      kind: 'night',
      nights: 2,
      assist: true,
      trash: false,
      boat: BOAT,
    };
    const path = qrStepPath('sipan-sipanska-luka-d-1', 'payment', choice);

    expect(path.startsWith('/qr/m/sipan-sipanska-luka-d-1/payment?')).toBe(true);
    expect(readFlowChoice(queryOf(path))).toEqual(choice);
  });

  it('when only the pass is written, then the stays step reads the pass and no choice yet', () => {
    const path = qrPassedPath('lopud-3', PRESENCE);

    expect(path).toBe(`/qr/m/lopud-3/periods?presence=${PRESENCE}`);
    expect(readPresence(queryOf(path))).toBe(PRESENCE);
    expect(readFlowChoice(queryOf(path))).toBeNull();
    expect(readPresence(queryOf('/qr/m/lopud-3/periods?presence=x'))).toBeNull();
  });

  it('when an arrival is written, then it carries only the pass and the boat', () => {
    const path = qrStepPath('lopud-3', 'boat-details', { mode: 'arrival', presence: PRESENCE, boat: null });

    expect(readFlowChoice(queryOf(path))).toEqual({ mode: 'arrival', presence: PRESENCE, boat: null });
  });

  it('when the pass is missing or the stay makes no sense, then there is no choice', () => {
    expect(readFlowChoice(queryOf('/x?kind=day&nights=0'))).toBeNull();
    expect(readFlowChoice(queryOf(`/x?presence=${PRESENCE}&kind=day&nights=1`))).toBeNull();
    expect(readFlowChoice(queryOf(`/x?presence=${PRESENCE}&kind=night&nights=3`))).toBeNull();
    expect(readFlowChoice(queryOf(`/x?presence=${PRESENCE}&kind=week&nights=1`))).toBeNull();
  });
});
