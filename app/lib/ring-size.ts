/** How a line names its ring's size, wherever a line is shown (bag, checkout, orders, tracking, returns). */
export const ringSizeText = (size: string) => `Ring size ${size}`;
