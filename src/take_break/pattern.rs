pub struct Pattern;
