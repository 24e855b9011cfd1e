/* Boot: first render of the current hash. */
render();
