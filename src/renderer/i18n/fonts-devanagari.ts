// Hindi's and Marathi's faces: Noto Sans Devanagari, and the Devanagari of the two pairs that carry it (Poppins,
// Baloo 2), which scriptFamilyFor puts first on such a page; a face a page's fonts never name is not downloaded.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/poppins/devanagari-300.css';
import '@fontsource/poppins/devanagari-400.css';
import '@fontsource/poppins/devanagari-600.css';
import '@fontsource/baloo-2/devanagari-500.css';
import '@fontsource/baloo-2/devanagari-700.css';
