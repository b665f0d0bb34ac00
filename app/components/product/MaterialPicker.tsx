import { Link } from "@remix-run/react";

export type MaterialChoice = { id: number; title: string; swatch: string | null; href: string | null; selected: boolean };
export type MaterialChoices = Array<{ id: number; title: string; options: MaterialChoice[] }>;

/** Each choice is a link to its configuration, so choosing works without JavaScript. */
export function MaterialPicker({ groups }: { groups: MaterialChoices }) {
  return (
    <div className="material-picker">
      {groups.map((group) => {
        const selected = group.options.find((option) => option.selected);
        return (
          <fieldset key={group.id} className="material-picker__group">
            <legend>
              {group.title}: <span className="material-picker__current">{selected?.title}</span>
            </legend>
            <ul className="material-picker__options">
              {group.options.map((option) => (
                <li key={option.id}>
                  {option.href ? (
                    <Link
                      to={option.href}
                      replace
                      preventScrollReset
                      className={option.swatch ? "swatch" : "swatch swatch--text"}
                      aria-current={option.selected ? "true" : undefined}
                      aria-label={`${group.title}: ${option.title}`}
                    >
                      {option.swatch ? <img src={option.swatch} alt="" width="36" height="36" /> : null}
                      <span className="swatch__label">{option.title}</span>
                    </Link>
                  ) : (
                    <span className={option.swatch ? "swatch swatch--unavailable" : "swatch swatch--text swatch--unavailable"} aria-label={`${group.title}: ${option.title}, not available with this choice`}>
                      {option.swatch ? <img src={option.swatch} alt="" width="36" height="36" /> : null}
                      <span className="swatch__label">{option.title}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
