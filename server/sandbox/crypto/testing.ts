// What the app's sign-in action does with the sign-in public key; sandbox tests encrypt
// exactly as the product does, so the two can never drift apart.
export { encryptPassword as encryptLikeTheBrowser } from '#app/services/password-encryption.server.ts'
