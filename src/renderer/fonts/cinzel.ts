import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
