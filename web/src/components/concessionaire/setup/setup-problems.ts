// What the setup form says about a value: a check of the browser (its own message) or the
// server's refusal (a catalogue code, ErrorCodes).
export type FormProblem =
  | {
      key:
        | 'amountInvalid'
        | 'coordinatesInvalid'
        | 'percentInvalid'
        | 'metresInvalid'
        | 'seasonDatesMissing'
        | 'seasonDatesOrder';
    }
  | { code: string };
