// Tables of the account services: credentials, sessions, keys, data-layer events.
export {}
