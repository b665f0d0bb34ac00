import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** Spec 2/9: a 2 px loading bar on navigation, shown after 200 ms, creeping over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className="progress-bar"
      data-active={visible}
      style={{ ["--progress-duration" as string]: `${PROGRESS_DURATION_MS}ms` }}
      role="progressbar"
      aria-hidden={!visible}
      aria-label="Loading page"
    />
  );
}
