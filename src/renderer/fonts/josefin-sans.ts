import '@fontsource/josefin-sans/300.css';
import '@fontsource/josefin-sans/600.css';
