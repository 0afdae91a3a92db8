// The device database's name, apart from db.ts so the plain IndexedDB reads (peek.ts) can name it
// without loading Dexie.
export const DATABASE_NAME = 'hands-on-portal';
