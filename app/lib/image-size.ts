/** Spec 9: the default image size, 765x994, for an image whose size the API does not give. */
export const IMAGE_WIDTH = 765;
export const IMAGE_HEIGHT = 994;
