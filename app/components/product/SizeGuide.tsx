import type { SizeGuideTable } from "~/lib/size-guides";

/** The table the server made for the piece (lib/size-guides.ts), or a word that it is one size. */
export function SizeGuide({ guide }: { guide: SizeGuideTable | null }) {
  if (!guide) {
    return <p className="small">This piece is one size. Questions about fit? Ask us below and a client advisor will answer.</p>;
  }
  return (
    <div className="size-guide">
      <p className="small">{guide.intro}</p>
      <table>
        {guide.caption ? <caption className="visually-hidden">{guide.caption}</caption> : null}
        {guide.head ? (
          <thead>
            <tr>
              {guide.head.map((title) => (
                <th key={title} scope="col">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {guide.rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {guide.outro ? <p className="small">{guide.outro}</p> : null}
    </div>
  );
}
