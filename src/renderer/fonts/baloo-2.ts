// Latin only, as Poppins (see poppins.ts): Baloo 2's Devanagari comes with the Devanagari pages' faces.
import '@fontsource/baloo-2/latin-ext-500.css';
import '@fontsource/baloo-2/latin-500.css';
import '@fontsource/baloo-2/latin-ext-700.css';
import '@fontsource/baloo-2/latin-700.css';
