// Replaced by the block's editor.
export { NotAvailableEditor as Editor } from '../NotAvailable.tsx';
