// The upload module's door: storing images, reading an uploaded file from a request, and checking who owns an upload.
export { encodeImage, MAX_UPLOAD_BYTES, storeDrawnImage, storeImage, type EncodedImage } from './images.js';
export { assertBackOfficeUploads, assertOwnUpload } from './ownership.js';
export { readUploadedFile } from './routes.js';
export { uploadAsOperator } from './operator-upload.js';
