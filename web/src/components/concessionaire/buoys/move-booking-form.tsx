'use client';

// Where a booking in the way moves: a buoy of the bay and the button that moves it (booking's
// move route), for the buoys page's dialog and the layout editor alike.

type Props = {
  id: string;
  className: string;
  label: string;
  choices: { buoyId: string; text: string }[];
  value: string;
  onChange: (buoyId: string) => void;
  sending: boolean;
  moveText: string;
  movingText: string;
  onMove: () => void;
};

export function MoveBookingForm(props: Props) {
  return (
    <div className={props.className}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.choices.map((choice) => (
          <option key={choice.buoyId} value={choice.buoyId}>
            {choice.text}
          </option>
        ))}
      </select>
      <button type="button" className="button" disabled={props.sending} onClick={props.onMove}>
        {props.sending ? props.movingText : props.moveText}
      </button>
    </div>
  );
}
