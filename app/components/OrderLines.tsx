import { formatCharge } from "~/lib/money";
import { configurationName } from "~/lib/line-choice";

type Line = {
  product_configuration_id: number;
  configuration_id: string;
  materials?: Array<{ title: string }>;
  title: string;
  image_url?: string | null;
  price: number;
  quantity: number;
  /** A ring's size, an e-gift card's recipient, day and message: lineChoiceTexts, written by the loader. */
  choices: string[];
};

export function OrderLines({ lines }: { lines: Line[] }) {
  return (
    <ul className="order-summary__items">
      {lines.map((item) => (
        <li key={`${item.product_configuration_id}-${item.configuration_id}-${item.choices.join("|")}`}>
          {item.image_url ? <img src={item.image_url} alt="" width="64" height="83" /> : null}
          <span>
            {item.title}
            {/* Named by its materials; a code is no name, so a line without them (a gift with the order) names none. */}
            {item.materials?.length ? <span className="small"> ({configurationName(item)})</span> : null}
            {item.choices.map((text) => (
              <span key={text} className="small">
                {" "}
                · {text}
              </span>
            ))}
          </span>
          <span>× {item.quantity}</span>
          <span>{formatCharge(item.price * item.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
