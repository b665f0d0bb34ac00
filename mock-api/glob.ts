/** A path pattern as QA writes it: exact, or with * matching anything (the fault switch, the journal's filter). */
export const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
