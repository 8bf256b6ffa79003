// spec §5: a boat picked from the fleet and the confirmation box ticked (boat details accurate,
// dates and time correct), or "Please confirm your selections to continue".

export type Selections = { boatId: string | null; confirmed: boolean };

export function selectionsComplete(selections: Selections): boolean {
  return selections.boatId !== null && selections.boatId !== '' && selections.confirmed;
}
