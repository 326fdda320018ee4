import '@fontsource/marcellus/latin-400.css';
import '@fontsource/marcellus/latin-ext-400.css';
