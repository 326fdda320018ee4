// Latin only: Poppins' Devanagari comes with the Devanagari pages' faces (i18n/fonts-devanagari.ts), so its range
// (which claims the danda, ZWNJ and ₹ that Bengali, Punjabi, Malayalam and Kannada text use too) is declared only
// where a page is in Devanagari, and no other script's page downloads it.
import '@fontsource/poppins/latin-ext-300.css';
import '@fontsource/poppins/latin-300.css';
import '@fontsource/poppins/latin-ext-400.css';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-ext-600.css';
import '@fontsource/poppins/latin-600.css';
