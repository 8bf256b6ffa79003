'use client';

import { useSearchParams } from 'next/navigation';
import { readFlowChoice, type FlowChoice } from '../../qr/qr-flow';
import { useQrCaller } from './qr-caller';

/**
 * What a step after the location needs: someone to check in as, and the pass and stay carried in
 * the address. Anything less sends the boater back (see qr-problem.tsx).
 */
export function useStepChoice(): 'checking' | 'no-caller' | FlowChoice | null {
  const { caller } = useQrCaller();
  const choice = readFlowChoice(new URLSearchParams(useSearchParams().toString()));
  if (caller.kind === 'checking') return 'checking';
  if (caller.kind === 'none') return 'no-caller';
  return choice;
}
