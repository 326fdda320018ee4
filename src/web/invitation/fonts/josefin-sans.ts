import '@fontsource/josefin-sans/latin-300.css';
import '@fontsource/josefin-sans/latin-ext-300.css';
import '@fontsource/josefin-sans/latin-600.css';
import '@fontsource/josefin-sans/latin-ext-600.css';
