import { createContext, useContext } from 'react'

// The nonce is only known on the server; in the browser it reads as '' (browsers hide
// nonce attributes from script anyway), which React accepts during hydration.
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
