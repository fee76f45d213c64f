/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shop's WhatsApp number for the chat widget, digits with country code 254. */
  readonly VITE_SHOP_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
