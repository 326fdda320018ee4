/**
 * The largest photo a guest may send, shared by the server's upload limit and the guest page, which sends a
 * picture it cannot shrink itself (an iPhone's HEIC) as it is when it fits: a 48-megapixel phone photo is
 * about 10 MB.
 */
export const GUEST_PHOTO_MAX_BYTES = 12 * 1024 * 1024;
