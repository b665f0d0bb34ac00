export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type JsonObject = { [key: string]: Json };

export const isJsonObject = (value: Json): value is JsonObject => value !== null && typeof value === "object" && !Array.isArray(value);
