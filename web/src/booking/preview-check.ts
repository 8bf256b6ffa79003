// spec §5: a boat picked from the fleet, the confirmation box ticked (boat details accurate,
// dates and time correct) and the terms accepted again at payment; otherwise "Please confirm
// your selections to continue".

export type Selections = { boatId: string | null; confirmed: boolean; termsAccepted: boolean };

export function selectionsComplete(selections: Selections): boolean {
  return (
    selections.boatId !== null && selections.boatId !== '' && selections.confirmed && selections.termsAccepted
  );
}
