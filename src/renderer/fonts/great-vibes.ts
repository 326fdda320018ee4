import '@fontsource/great-vibes/400.css';
