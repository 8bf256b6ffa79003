/** A field's error under it, with the id its input names in `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}
