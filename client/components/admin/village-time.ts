/** Times of the admin's lists on the village's clock (WIB), whatever the browser's own zone. */
export { formatVillageDateTime } from '@shared/village-time';
