type Props = {
  id: string;
  sizes: readonly string[];
  chosen?: string;
  /** The id of the refusal that names the size: the select is marked invalid and described by it. */
  errorId?: string;
  /** Which piece, for a screen reader (a list of favorites has a select per ring). */
  piece?: string;
};

/** A ring goes to the bag in one of its sizes; the first choice says so, so no size is ever assumed. */
export function RingSizeSelect({ id, sizes, chosen = "", errorId, piece }: Props) {
  return (
    <div className="ring-size">
      <label htmlFor={id}>
        Ring size (US){piece ? <span className="visually-hidden"> for {piece}</span> : null}
      </label>
      <select id={id} name="size" defaultValue={chosen} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
        <option value="">Choose a size</option>
        {sizes.map((size) => (
          <option key={size}>{size}</option>
        ))}
      </select>
    </div>
  );
}
