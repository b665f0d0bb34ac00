const RING_SIZES: Array<[string, string, string]> = [
  ["4", "14.9", "46.8"],
  ["5", "15.7", "49.3"],
  ["6", "16.5", "51.9"],
  ["7", "17.3", "54.4"],
  ["8", "18.1", "57.0"],
  ["9", "19.0", "59.5"],
  ["10", "19.8", "62.1"],
];

const GUIDES: Record<string, { intro: string; rows: Array<[string, string]> }> = {
  NECKLACE: {
    intro: "Chain lengths, measured end to end with the clasp closed.",
    rows: [
      ["16 in (40 cm)", "Sits at the base of the neck"],
      ["18 in (45 cm)", "Falls on the collarbone; our standard"],
      ["20 in (50 cm)", "Just below the collarbone"],
      ["24 in (60 cm)", "At the neckline of most tops"],
    ],
  },
  BRACELET: {
    intro: "Measure your wrist snugly and add 1.5 cm for a comfortable fit.",
    rows: [
      ["6.5 in (16.5 cm)", "Small"],
      ["7 in (17.8 cm)", "Medium; our standard"],
      ["7.5 in (19 cm)", "Large"],
    ],
  },
};

export function SizeGuide({ categoryKey }: { categoryKey: string | null }) {
  if (categoryKey === "RING") {
    return (
      <div className="size-guide">
        <p className="small">Wrap a strip of paper around your finger, mark where it meets, and measure the length (circumference).</p>
        <table>
          <caption className="visually-hidden">Ring sizes</caption>
          <thead>
            <tr>
              <th scope="col">US size</th>
              <th scope="col">Diameter (mm)</th>
              <th scope="col">Circumference (mm)</th>
            </tr>
          </thead>
          <tbody>
            {RING_SIZES.map(([size, diameter, circumference]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                <td>{diameter}</td>
                <td>{circumference}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="small">Every ring can be resized once, free of charge, within 60 days of delivery.</p>
      </div>
    );
  }
  const guide = categoryKey ? GUIDES[categoryKey] : undefined;
  if (!guide) {
    return <p className="small">This piece is one size. Questions about fit? Ask us below and a client advisor will answer.</p>;
  }
  return (
    <div className="size-guide">
      <p className="small">{guide.intro}</p>
      <table>
        <tbody>
          {guide.rows.map(([size, note]) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              <td>{note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
